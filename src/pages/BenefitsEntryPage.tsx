import { ServiceIcon } from '../ui/serviceIcons';
import { ServiceDetail } from './components/ServiceDetail';
import type { ViewProps } from '../model/types';

export function Component({ data: entry }: ViewProps<'benefits-entry'>) {
  return (
    <ServiceDetail
      title={entry.title}
      description={entry.description}
      {...(entry.icon ? { icon: <ServiceIcon name={entry.icon} /> } : {})}
      back={entry.frame.back}
      keyBenefits={entry.keyBenefits}
      useCases={entry.useCases}
      faq={entry.faq}
      aside={entry.aside}
      cta={entry.frame.cta}
    />
  );
}
