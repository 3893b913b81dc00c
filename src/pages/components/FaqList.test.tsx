import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList } from './FaqList';

const faq = [
  { question: 'How long does it take?', answer: 'Usually two to four weeks.' },
  { question: 'What must we provide?', answer: 'Access to the systems in scope.' },
  { question: 'What do we receive?', answer: 'A report with prioritized findings.' },
];

describe('FaqList', () => {
  it('shows each question as the summary of a closed disclosure that holds its answer', () => {
    render(<FaqList faq={faq} />);
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const disclosures = region.querySelectorAll('details');
    expect(disclosures).toHaveLength(3);
    disclosures.forEach((details, index) => {
      expect(details.open).toBe(false);
      expect(details.querySelector('summary')).toHaveTextContent(faq[index]!.question);
      expect(within(details).getByText(faq[index]!.answer)).toBeInTheDocument();
    });
  });

  it('renders nothing for a page without questions', () => {
    const { container } = render(<FaqList faq={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
