import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pages } from '../build/manifest';
import { renderRoute } from '../test/renderRoute';

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('pages with spec texts', () => {
  it('/services is an overview of the three areas: what each covers, its main services, a link into each catalog', async () => {
    renderRoute('/services');
    expect(await h1()).toHaveTextContent('Our Services');
    for (const [area, catalog, firstService] of [
      ['Cybersecurity Services', '/services/cyber-services', '/services/risk-assessment'],
      ['AI Services', '/ai-services', '/ai-services/predictive-analytics'],
      ['Web Development', '/web-services', '/web-services/mern-development'],
    ]) {
      const region = screen.getByRole('region', { name: area });
      const services = [...region.querySelectorAll('h3 a')].map((link) => link.getAttribute('href'));
      expect(services.length).toBeGreaterThanOrEqual(3);
      expect(services[0]).toBe(firstService);
      expect(within(region).getByRole('link', { name: new RegExp(`^All \\d+ services in ${area}$`) })).toHaveAttribute('href', catalog);
    }
    expect(document.body.textContent).not.toMatch(/will be implemented/);
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

  it("home shows the awards page's review platforms and certifications right under the hero, linking to /awards", async () => {
    const awards = pages.find((page) => page.path === '/awards')!.data as { badges: { name: string }[]; certifications: { title: string }[] };
    const home = pages.find((page) => page.path === '/')!.data as { trust: { title: string } };
    renderRoute('/');
    const heading = await h1();
    const strip = screen.getByRole('region', { name: home.trust.title });
    const [reviews, certifications] = within(strip).getAllByRole('list');
    // The words of each item, without its decorative mark (the badge's initials are aria-hidden).
    const words = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) =>
          [...item.childNodes]
            .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
            .map((node) => node.textContent)
            .join('')
            .trim(),
        );
    expect(words(reviews!)).toEqual(awards.badges.map((badge) => badge.name));
    expect(words(certifications!)).toEqual(awards.certifications.map((certification) => certification.title));
    expect(reviews).toHaveAccessibleName();
    expect(certifications).toHaveAccessibleName();
    const link = within(strip).getByRole('link', { name: /awards/i });
    expect(link).toHaveAttribute('href', '/awards');
    // Near the top: after the h1, before every other region of the page.
    expect(heading.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('region')[0]).toBe(strip);
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
    expect(within(main).getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/book');
  });

  it('every page’s footer leads to the booking page', async () => {
    renderRoute('/insights');
    await h1();
    const footerLinks = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(footerLinks.map((link) => link.getAttribute('href'))).toContain('/book');
  });
});

describe('AI and web service pages', () => {
  it('an AI detail page has the back link, the four stats, four benefits, four applications and the call to action', async () => {
    renderRoute('/ai-services/fraud-detection');
    expect(await h1()).toHaveTextContent('Fraud Detection');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to AI Services' })).toHaveAttribute('href', '/ai-services');
    expect(main.getByText('99.9%')).toBeInTheDocument();
    expect(main.getByText('95%+')).toBeInTheDocument();
    expect(main.getByText('250%')).toBeInTheDocument();
    expect(main.getByText('500+')).toBeInTheDocument();
    expect(within(main.getByRole('region', { name: 'Key Benefits' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(main.getByRole('region', { name: 'Real-World Applications' })).getAllByRole('listitem')).toHaveLength(4);
    expect(main.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  });

  it('a web detail page, also one without an index card, has its stats, lists and CTA', async () => {
    renderRoute('/web-services/ui-ux-design');
    expect(await h1()).toHaveTextContent('UI/UX Design');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to Web Services' })).toHaveAttribute('href', '/web-services');
    expect(main.getByRole('heading', { name: 'Ready to Transform Your Business?' })).toBeInTheDocument();
    expect(within(main.getByRole('region', { name: 'Key Benefits' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('the web index has 14 Learn More cards and the closing call to action', async () => {
    renderRoute('/web-services');
    expect(await h1()).toHaveTextContent('Web Development Services');
    expect(screen.getAllByRole('link', { name: /^Learn More about / })).toHaveLength(14);
    const more = within(screen.getByRole('region', { name: 'More web capabilities' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/web-services/ui-ux-design',
      '/web-services/chat-messaging',
      '/web-services/security-auth',
      '/web-services/cms-solutions',
      '/web-services/analytics-reporting',
    ]);
    expect(screen.getByRole('heading', { name: 'Ready to Build Your Next Web Application?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/contact');
  });

  it('the AI index has 16 cards and GET STARTED', async () => {
    renderRoute('/ai-services');
    await h1();
    expect(within(screen.getByRole('region', { name: 'Our AI services' })).getAllByRole('link')).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/contact');
  });

  it('a compliance page has four alternating sections with the four illustrations', async () => {
    renderRoute('/compliance/pci-dss');
    await h1();
    const illustrations = [...document.querySelectorAll('main svg[data-illustration]')].map((svg) => svg.getAttribute('data-illustration'));
    expect(illustrations).toEqual(['iso-diagram', 'gap-analysis', 'certification', 'monitoring']);
  });
});

describe('hero drawings', () => {
  const drawn = { '/': 'home', '/about': 'about', '/services/cyber-services': 'cyber', '/ai-services': 'ai', '/web-services': 'web', '/insights': 'insights' };

  it.each(Object.entries(drawn))('%s shows its own decorative drawing beside the h1', async (path, name) => {
    renderRoute(path);
    const heading = await h1();
    const drawings = document.querySelectorAll('svg[data-illustration]');
    expect([...drawings].map((svg) => svg.getAttribute('data-illustration'))).toEqual([name]);
    expect(drawings[0]).toHaveAttribute('aria-hidden', 'true');
    // In the hero: the drawing and the h1 share the band before the page's first section.
    expect(heading.compareDocumentPosition(drawings[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(drawings[0]!.closest('section')).toBeNull();
  });

  it('a detail page has none', async () => {
    renderRoute('/services/vapt');
    await h1();
    expect(document.querySelector('svg[data-illustration]')).toBeNull();
  });
});

describe('not found', () => {
  it.each([
    ['/ai-services/no-such-type', 'Back to AI Services', '/ai-services'],
    ['/web-services/no-such-type', 'Back to Web Services', '/web-services'],
  ])('%s shows Service Not Found with its back link', async (path, back, href) => {
    renderRoute(path);
    expect(await h1()).toHaveTextContent('Service Not Found');
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
  });

  it.each(['/no-such-page', '/services/no-such-service', '/about/extra', '/insights/no-such-article', '/insights/tags/no-such-tag'])(
    '%s shows the 404 page',
    async (path) => {
      renderRoute(path);
      expect(await h1()).toHaveTextContent('Page not found');
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Cybersecurity Services' })).toHaveAttribute('href', '/services/cyber-services');
    },
  );

  it('an unknown compliance key shows the spec texts', async () => {
    renderRoute('/compliance/nope');
    expect(await h1()).toHaveTextContent('Compliance service not found');
    expect(screen.getByText('The requested compliance service does not exist.')).toBeInTheDocument();
  });
});
