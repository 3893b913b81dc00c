export const home = {
  hero: {
    title: 'Cyber Security Services You Can Count On, 24*7',
    subtitle:
      'Virtual IP protects your systems, data and customers with expert-led security testing, compliance readiness and monitoring, backed by 24*7 support from a team that answers when it matters.',
    cta: { label: 'Get Started Today', to: '/contact' },
  },
  solutions: {
    title: 'Compliance Solutions',
    intro: 'Four frameworks our clients ask about most, each with a clear path from first gap analysis to a successful audit.',
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      'Virtual IP is a team of security engineers, auditors, data scientists and developers who work as one. We started as a penetration-testing practice and grew into a consultancy that can assess a system, fix it, and build what comes next.',
      'Clients in finance, healthcare, retail, software and the public sector rely on us for work that has to stand up to auditors and attackers alike, delivered in plain language and on schedule.',
    ],
  },
  whyChooseUs: {
    title: 'Why Choose Us',
    reasons: [
      {
        title: 'Certified practitioners',
        text: 'Our work is led by CISSP-certified and ISO/IEC 27001 Lead Auditor-qualified consultants, not by tools alone.',
      },
      {
        title: 'Support around the clock',
        text: 'Security incidents do not keep office hours. Retainer clients reach an engineer 24*7.',
      },
      {
        title: 'Findings you can act on',
        text: 'Every engagement ends with prioritised, reproducible findings, fix guidance and a retest, not a raw scanner export.',
      },
      {
        title: 'Security built into delivery',
        text: 'Our AI and web projects follow the same secure-development practices we audit for others.',
      },
    ],
  },
  services: {
    title: 'Our Services',
    intro: 'One partner for securing what you run today and building what you need tomorrow.',
  },
} as const;
