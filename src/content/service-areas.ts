/** The three service areas: the header's Services group and the home page's Our Services cards. */
export interface ServiceArea {
  id: 'cyber' | 'ai' | 'web';
  /** Card and page heading. */
  title: string;
  /** Short label in the header's Services group. */
  menuLabel: string;
  path: '/services/cyber-services' | '/ai-services' | '/web-services';
  summary: string;
}

/** The lead of the /services overview. */
export const servicesOverviewIntro =
  'Three practices under one roof: we test and harden the systems you run, build AI on your own data, and engineer the web applications your business depends on. Each area below lists its main services; every engagement starts with a free consultation.';

export const serviceAreas: readonly ServiceArea[] = [
  {
    id: 'cyber',
    title: 'Cybersecurity Services',
    menuLabel: 'Cybersecurity',
    path: '/services/cyber-services',
    summary:
      'Risk assessments, penetration testing, code review, cloud and third-party security that find real weaknesses and fix them before attackers do.',
  },
  {
    id: 'ai',
    title: 'AI Services',
    menuLabel: 'Artificial Intelligence',
    path: '/ai-services',
    summary:
      'Forecasting, assistants, document and vision AI built on your own data, evaluated before launch and monitored in production.',
  },
  {
    id: 'web',
    title: 'Web Development',
    menuLabel: 'Web Development',
    path: '/web-services',
    summary:
      'Fast, accessible web applications, APIs and dashboards engineered for growth, with security designed in from the first commit.',
  },
];
