import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pages } from '../routes/manifest';
import { renderRoute } from '../test/renderRoute';

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('every manifest page', () => {
  it.each(pages.map((page) => [page.path, page]))('%s renders inside the layout with exactly one h1', async (_path, page) => {
    renderRoute(page.path);
    await h1();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Virtual IP');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});

describe('pages with spec texts', () => {
  it('/services is the placeholder of the spec', async () => {
    renderRoute('/services');
    expect(await h1()).toHaveTextContent('Our Services');
    expect(screen.getByText('Services page content will be implemented here.')).toBeInTheDocument();
  });

  it('home has the hero button, four numbered solution cards and three service cards', async () => {
    renderRoute('/');
    await h1();
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    const solutions = screen.getByRole('region', { name: 'Compliance Solutions' });
    const solutionLinks = solutions.querySelectorAll('h3 a');
    expect([...solutionLinks].map((link) => link.getAttribute('href'))).toEqual([
      '/compliance/iso-27001',
      '/compliance/soc2',
      '/compliance/pci-dss',
      '/compliance/gdpr',
    ]);
    expect(solutions).toHaveTextContent(/01.*02.*03.*04/);
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect([...services.querySelectorAll('h3 a')].map((link) => link.getAttribute('href'))).toEqual([
      '/services/cyber-services',
      '/ai-services',
      '/web-services',
    ]);
  });

  it('the cyber index has seven Learn More links and CONTACT US', async () => {
    renderRoute('/services/cyber-services');
    await h1();
    const learnMore = screen.getAllByRole('link', { name: /^Learn More about / });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/services/risk-assessment',
      '/services/source-code-review',
      '/services/third-party-risk',
      '/services/vapt',
      '/services/cloud-security',
      '/services/network-security',
      '/services/cyber-defense',
    ]);
    expect(screen.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact');
  });

  it('contact shows address, e-mail, the business hours of the spec and phone', async () => {
    renderRoute('/contact');
    expect(await h1()).toHaveTextContent('Contact Us');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Monday – Friday9:00 AM – 6:00 PM');
    expect(main).toHaveTextContent('Saturday10:00 AM – 4:00 PM');
    expect(main).toHaveTextContent('SundayClosed');
    expect(main).toHaveTextContent('info@virtualip.example');
    expect(main).toHaveTextContent('+1 (410) 555-0147');
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/services/no-such-service', '/about/extra'])('%s shows the 404 page', async (path) => {
    renderRoute(path);
    expect(await h1()).toHaveTextContent('Page not found');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Cybersecurity Services' })).toHaveAttribute('href', '/services/cyber-services');
  });

  it('an unknown compliance key shows the spec texts', async () => {
    renderRoute('/compliance/nope');
    expect(await h1()).toHaveTextContent('Compliance service not found');
    expect(screen.getByText('The requested compliance service does not exist.')).toBeInTheDocument();
  });
});
