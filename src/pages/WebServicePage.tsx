import { ServiceIcon } from '../ui/serviceIcons';
import { ServiceDetail } from './components/ServiceDetail';
import type { ViewProps } from '../model/types';

export function Component({ data: service }: ViewProps<'web-service'>) {
  return (
    <ServiceDetail
      title={service.title}
      description={service.description}
      icon={<ServiceIcon name={service.icon} />}
      back={{ to: '/web-services', label: 'Back to Web Services' }}
      keyBenefits={service.keyBenefits}
      useCases={service.useCases}
      faq={service.faq}
      aside={service.aside}
      cta={{
        title: 'Ready to Transform Your Business?',
        text: 'Share what you want to build; an engineer will reply with questions, options and a realistic plan.',
        label: 'Get Started Today',
      }}
    />
  );
}
