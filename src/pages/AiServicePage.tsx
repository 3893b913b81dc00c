import { ServiceDetail } from './components/ServiceDetail';
import type { ViewProps } from '../model/types';

export function Component({ data: service }: ViewProps<'ai-service'>) {
  return (
    <ServiceDetail
      title={service.title}
      description={service.description}
      back={{ to: '/ai-services', label: 'Back to AI Services' }}
      keyBenefits={service.keyBenefits}
      useCases={service.useCases}
      faq={service.faq}
      aside={service.aside}
      cta={{
        title: `Put ${service.title} to work`,
        text: 'Tell us about your data and goals; we will propose a scoped pilot with clear success measures.',
        label: 'Get Started Today',
      }}
    />
  );
}
