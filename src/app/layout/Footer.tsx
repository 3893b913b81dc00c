import { Island } from '../../ui/Island';
import { fillIn } from '../../shared/text';
import { Link } from '../../ui/Link';
import styled from 'styled-components';
import { company, serviceAreas, words } from '../../model/siteContent';
import { AddressLines } from '../../ui/AddressLines';
import { newsletterIsland } from '../../features/newsletter';
import { Container } from '../../ui/layout';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const Bar = styled.footer`
  background: ${theme.colors.navy};
  color: ${theme.colors.inverseMuted};
  padding: ${theme.space.xxl} 0 ${theme.space.lg};
  /* On phones the page ends with room for the fixed chat launcher, so it covers none of the last lines. */
  ${theme.media.belowSm} { padding-bottom: ${theme.layout.chatLauncherClearance}; }
  a { color: ${theme.colors.inverse}; }
  a:hover { color: ${theme.colors.accentSoft}; }
  h2 { font-size: ${theme.fontSizes.lg}; color: ${theme.colors.inverse}; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${theme.media.lg} { grid-template-columns: 1.3fr 1fr 1fr 1.4fr; }
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { margin-bottom: ${theme.space.xs}; }
  a { display: inline-flex; align-items: center; min-height: 32px; }
`;

const ContactList = styled.address`
  font-style: normal;
  p { display: flex; gap: ${theme.space.xs}; align-items: flex-start; }
  svg { flex: none; margin-top: ${theme.layout.iconNudge}; }
`;

const Social = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.navyRaised};
  }
`;

const Bottom = styled.div`
  margin: ${theme.space.xl} 0 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.navyRaised};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  p { margin: 0; }
  ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 0 ${theme.space.lg}; list-style: none; margin: ${theme.space.xs} 0 0; padding: 0; }
  a { display: inline-flex; align-items: center; min-height: 32px; }
`;

const socialIcons = { Facebook: FacebookIcon, LinkedIn: LinkedInIcon, Instagram: InstagramIcon } as const;

export function Footer() {
  return (
    <Bar>
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{company.name}</h2>
            <p>{company.summary}</p>
            <Social data-print="hide">
              {company.social.map(({ network, href }) => {
                const SocialIcon = socialIcons[network];
                return (
                  <li key={network}>
                    <a href={href} rel="noopener noreferrer" aria-label={fillIn(words.footer.socialLabel, { company: company.name, network })}>
                      <SocialIcon size={20} />
                    </a>
                  </li>
                );
              })}
            </Social>
          </section>
          <nav aria-labelledby="footer-services" data-print="hide">
            <h2 id="footer-services">{words.footer.exploreTitle}</h2>
            <Plain>
              {serviceAreas.map((area) => (
                <li key={area.id}>
                  <Link to={area.path}>{area.title}</Link>
                </li>
              ))}
              {words.footer.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </Plain>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{words.footer.contactTitle}</h2>
            <ContactList>
              <p>
                <PinIcon size={18} />
                <span>
                  <AddressLines />
                </span>
              </p>
              <p>
                <MailIcon size={18} />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
              <p>
                <PhoneIcon size={18} />
                <a href={company.phone.href}>{company.phone.display}</a>
              </p>
            </ContactList>
          </section>
          <section aria-labelledby="footer-newsletter" data-print="hide">
            <h2 id="footer-newsletter">{words.footer.newsletterTitle}</h2>
            <p>{words.footer.newsletterText}</p>
            <Island of={newsletterIsland} props={{}} />
          </section>
        </Columns>
        <Bottom>
          <p>
            © {company.copyrightYear} {company.name}
            {`. ${words.footer.rights}`}
          </p>
          <nav aria-label={words.footer.legalLabel}>
            <ul>
              {words.footer.legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Bottom>
      </Container>
    </Bar>
  );
}
