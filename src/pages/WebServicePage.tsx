import { ServiceIcon } from '../ui/serviceIcons';
import { ServiceDetail } from './components/ServiceDetail';
import type { ViewProps } from '../model/types';

export function Component({ data: service }: ViewProps<'web-service'>) {
  return (
    <ServiceDetail
      title={service.title}
      description={service.description}
      icon={<ServiceIcon name={service.icon} />}
      back={service.frame.back}
      keyBenefits={service.keyBenefits}
      useCases={service.useCases}
      faq={service.faq}
      aside={service.aside}
      cta={service.frame.cta}
    />
  );
}
