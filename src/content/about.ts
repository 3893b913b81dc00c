export interface TeamMember {
  name: string;
  role: 'Managing Director' | 'CEO and Founder';
  bio: string;
  /** Initials shown in the avatar (no photo requests). */
  initials: string;
}

export const about = {
  title: 'About Virtual IP',
  intro:
    'We help organisations stay secure, meet their compliance obligations and ship better software. Our consultants combine offensive-security experience with audit discipline and hands-on engineering, so advice turns into working controls.',
  highlights: [
    'Security assessments, penetration tests and code reviews led by certified practitioners',
    'Compliance readiness for ISO 27001, SOC 2, PCI DSS, GDPR, HIPAA and more',
    'AI and web solutions designed, built and operated with security from day one',
  ],
  teamTitle: 'Our Leadership',
  team: [
    {
      name: 'Daniel Mercer',
      role: 'CEO and Founder',
      initials: 'DM',
      bio: 'Daniel founded Virtual IP after more than a decade in penetration testing and security architecture. He holds the CISSP, ISO/IEC 27001:2022 Lead Auditor and Cisco security credentials and still reviews every high-risk finding himself.',
    },
    {
      name: 'Elena Park',
      role: 'Managing Director',
      initials: 'EP',
      bio: 'Elena runs delivery and client success across our security, AI and web teams. She brings years of programme management in regulated industries and makes sure every engagement has a clear scope, schedule and owner.',
    },
  ] satisfies TeamMember[],
} as const;
