/** The four stat cards of every AI and web service page (site-spec §2, §9). */
export interface ServiceStat {
  label: string;
  value: string;
}

export const serviceStats: readonly ServiceStat[] = [
  { label: 'Performance', value: '99.9%' },
  { label: 'Success Rate', value: '95%+' },
  { label: 'ROI Increase', value: '250%' },
  { label: 'Clients Served', value: '500+' },
];
