import type { Badge, Certification } from './types';

export const awards = {
  title: 'Awards & Certification',
  intro: 'Recognition from the clients we work with and the credentials behind our work.',
  accoladesTitle: 'Our Company Accolades',
  badges: [
    {
      name: 'Clutch',
      colour: 'clutch',
      description: 'Verified client reviews on the B2B ratings platform for our security assessments and development projects.',
    },
    {
      name: 'G2',
      colour: 'g2',
      description: 'Listed on the software-review platform, where clients rate our implementation and support services.',
    },
    {
      name: 'Trustpilot',
      colour: 'trustpilot',
      description: 'Open customer reviews that speak to our responsiveness, clear communication and follow-through.',
    },
    {
      name: 'Google Reviews',
      colour: 'google',
      description: 'Client feedback on our search listing, from single audits to multi-year security partnerships.',
    },
  ] satisfies Badge[],
  certificationsTitle: 'A Commitment to Excellence from Our CEO',
  certificationsIntro:
    'Our founder holds the credentials he expects of the team: recognised, exam-based certifications that are maintained through continuing education.',
  certifications: [
    {
      title: 'CISSP',
      issuer: 'ISC2',
      image: '/certifications/cissp.svg',
      description:
        'Certified Information Systems Security Professional: the vendor-neutral credential covering eight domains, from security architecture and engineering to security operations.',
    },
    {
      title: 'ISO/IEC 27001:2022 Lead Auditor',
      issuer: 'PECB',
      image: '/certifications/iso-27001-lead-auditor.svg',
      description:
        'Qualifies the holder to plan, lead and report on audits of an information security management system against the 2022 edition of ISO/IEC 27001.',
    },
    {
      title: 'Cisco Certified Specialist – Security Core',
      issuer: 'Cisco',
      image: '/certifications/cisco-security-core.svg',
      description:
        'Earned by passing the SCOR exam on network, cloud and endpoint security, secure network access, visibility and enforcement.',
    },
  ] satisfies Certification[],
} as const;
