import { describe, expect, it } from 'vitest';
import { aiServices } from './ai-services';
import { company } from '../site/build/company';
import { loadSiteFiles } from '../site/build/loadSiteFiles';
import { complianceFrameworks } from './compliance';
import { cyberServices } from './cyber-services';
import { SPEC_AI_SERVICES, SPEC_COMPLIANCE_FRAMEWORKS, SPEC_CYBER_SERVICES, SPEC_ILLUSTRATION_ORDER, SPEC_WEB_SERVICES } from '../test/specCatalogs';
import { webServices } from './web-services';

const { about, awards } = loadSiteFiles().pages;
const serviceStats = company.serviceStats;
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('company facts', () => {
  it('uses values that cannot belong to anyone real', () => {
    expect(company.phone.display).toMatch(/555-01\d\d$/);
    expect(company.email).toMatch(/\.example$/);
    for (const link of company.social) expect(new URL(link.href).hostname).toMatch(/\.example$/);
  });

  it('has the business hours of site-spec §9', () => {
    expect(company.hours.map((slot) => [slot.days, slot.hours])).toEqual([
      ['Monday – Friday', '9:00 AM – 6:00 PM'],
      ['Saturday', '10:00 AM – 4:00 PM'],
      ['Sunday', 'Closed'],
    ]);
    expect(company.copyrightYear).toBe(2025);
  });
});

describe('cyber services', () => {
  it('has the seven ids in the spec order, with unique titles and summaries', () => {
    expect(cyberServices.map((service) => service.id)).toEqual([...SPEC_CYBER_SERVICES]);
    expect(unique(cyberServices.map((service) => service.title))).toBe(true);
    expect(unique(cyberServices.map((service) => service.summary))).toBe(true);
  });

  it('are all full pages: four sections or more, none announcing copy to come', () => {
    for (const service of cyberServices) {
      expect(service.sections.length, service.id).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(service), service.id).not.toMatch(/being prepared|will be implemented|coming soon/i);
    }
    expect(cyberServices.find((service) => service.id === 'cyber-defense')?.title).toBe('Cyber Defense & Incident Response');
  });

  it('covers the topics the spec names for VAPT and third-party risk', () => {
    const headings = (id: string) => cyberServices.find((service) => service.id === id)?.sections.map((section) => section.heading.toLowerCase()).join(' | ');
    for (const topic of ['scan', 'penetration', 'report', 'remediation']) expect(headings('vapt')).toContain(topic);
    for (const topic of ['vendor', 'monitoring', 'supply chain', 'compliance']) expect(headings('third-party-risk')).toContain(topic);
  });
});

describe('compliance frameworks', () => {
  it('has the 14 keys in the spec order, each with four sections in illustration order', () => {
    expect(complianceFrameworks.map((framework) => framework.key)).toEqual([...SPEC_COMPLIANCE_FRAMEWORKS]);
    for (const framework of complianceFrameworks) {
      expect(framework.sections.map((section) => section.illustration), framework.key).toEqual([...SPEC_ILLUSTRATION_ORDER]);
    }
    expect(unique(complianceFrameworks.map((framework) => framework.description))).toBe(true);
  });

  it('states the facts of site-spec §9 correctly', () => {
    const text = (key: string) => {
      const framework = complianceFrameworks.find((entry) => entry.key === key);
      return [framework?.description, ...(framework?.sections.map((section) => section.content) ?? [])].join(' ');
    };
    expect(text('gdpr')).toMatch(/72 hours/);
    expect(text('cis')).toMatch(/\b18\b/);
    expect(text('pci-dss')).toMatch(/\b12\b/);
    expect(text('cmmc')).toMatch(/five/i);
    expect(text('cmmc')).toMatch(/three/i);
  });
});

describe('home, about and awards', () => {
  it('has three about bullets and the two leaders of the spec', () => {
    expect(about.highlights).toHaveLength(3);
    expect(about.team.map((member) => member.role).sort()).toEqual(['CEO and Founder', 'Managing Director']);
  });

  it('has four review badges and the three certifications of the spec', () => {
    expect(awards.badges.map((badge) => badge.name)).toEqual(['Clutch', 'G2', 'Trustpilot', 'Google Reviews']);
    expect(awards.certifications.map((certification) => certification.title)).toEqual([
      'CISSP',
      'ISO/IEC 27001:2022 Lead Auditor',
      'Cisco Certified Specialist – Security Core',
    ]);
    expect(awards.accoladesTitle).toBe('Our Company Accolades');
    expect(awards.certificationsTitle).toBe('A Commitment to Excellence from Our CEO');
  });
});

describe('AI and web service catalogs', () => {
  it('have exactly the spec ids in the spec order', () => {
    expect(aiServices.map((service) => service.type)).toEqual([...SPEC_AI_SERVICES]);
    expect(webServices.map((service) => service.type)).toEqual([...SPEC_WEB_SERVICES]);
    expect(SPEC_AI_SERVICES).toHaveLength(16);
    expect(SPEC_WEB_SERVICES).toHaveLength(19);
  });

  it.each([
    ['AI', aiServices],
    ['web', webServices],
  ] as const)('%s records have four benefits, four use cases and unique copy', (_name, records) => {
    for (const record of records) {
      expect(record.keyBenefits, record.type).toHaveLength(4);
      expect(record.useCases, record.type).toHaveLength(4);
    }
    const sentences = records.flatMap((record) => [record.description, record.summary, ...record.keyBenefits, ...record.useCases]);
    expect(unique(sentences)).toBe(true);
    expect(unique(records.map((record) => record.title))).toBe(true);
  });

  it('no description anywhere in the catalogs repeats another', () => {
    const descriptions = [
      ...aiServices.map((record) => record.description),
      ...webServices.map((record) => record.description),
      ...complianceFrameworks.map((record) => record.description),
      ...cyberServices.map((record) => record.intro),
    ];
    expect(unique(descriptions)).toBe(true);
  });

  it('does not fill copy with one template sentence and the name swapped in', () => {
    const skeleton = (text: string, name: string) => text.replaceAll(name, '{name}');
    for (const records of [aiServices, webServices]) {
      const skeletons = records.map((record) => skeleton(record.description, record.title));
      expect(unique(skeletons)).toBe(true);
    }
  });

  it('web services each have their own icon', () => {
    expect(unique(webServices.map((service) => service.icon))).toBe(true);
  });

  it('show the stat figures of site-spec §9', () => {
    expect(serviceStats.map((stat) => `${stat.label} ${stat.value}`)).toEqual([
      'Performance 99.9%',
      'Success Rate 95%+',
      'ROI Increase 250%',
      'Clients Served 500+',
    ]);
  });
});
