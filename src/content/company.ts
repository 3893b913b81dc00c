/** Company facts: the one place for name, contact details, hours and social links. */
export interface BusinessHours {
  days: string;
  hours: string;
  /** schema.org dayOfWeek names, for JSON-LD; empty when closed. */
  schemaDays: readonly string[];
  opens?: string;
  closes?: string;
}

export const company = {
  name: 'Virtual IP',
  legalName: 'Virtual IP Consulting LLC',
  tagline: 'Cybersecurity, AI and web development consultancy',
  summary:
    'Virtual IP is a consultancy that secures, builds and automates digital businesses: cybersecurity assessments and testing, compliance readiness, AI solutions and web development, with support around the clock.',
  foundingYear: 2016,
  email: 'info@virtualip.example',
  /** Where vulnerability reports go (/.well-known/security.txt, /security). */
  securityEmail: 'security@virtualip.example',
  phone: { display: '+1 (410) 555-0147', href: 'tel:+14105550147' },
  address: {
    street: '1200 Harbor Point Drive, Suite 400',
    locality: 'Baltimore',
    region: 'MD',
    postalCode: '21230',
    country: 'US',
    countryName: 'United States',
  },
  hours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM', schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: 'Saturday', hours: '10:00 AM – 4:00 PM', schemaDays: ['Saturday'], opens: '10:00', closes: '16:00' },
    { days: 'Sunday', hours: 'Closed', schemaDays: [] },
  ] satisfies readonly BusinessHours[],
  social: [
    { network: 'Facebook', href: 'https://facebook.example/virtualip' },
    { network: 'LinkedIn', href: 'https://linkedin.example/company/virtualip' },
    { network: 'Instagram', href: 'https://instagram.example/virtualip' },
  ] as const,
  copyrightYear: 2025,
} as const;

export const formattedAddress = [
  company.address.street,
  `${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
  company.address.countryName,
] as const;
