import { Button, ButtonLink } from '../../ui/Button';
import { Heading, type HeadingLevel } from './Heading';
import { Actions, Problem } from './styles';

/** Another way to reach the team, offered when no time can be chosen: the contact form and the phone. */
export interface ReachUs {
  contactPath: string;
  phone: { display: string; href: string };
}

function OtherWays({ reachUs }: { reachUs: ReachUs }) {
  return (
    <Actions>
      <ButtonLink to={reachUs.contactPath}>Write to us</ButtonLink>
      <span>
        or call <a href={reachUs.phone.href}>{reachUs.phone.display}</a>
      </span>
    </Actions>
  );
}

/** No free time within the calendar's horizon. */
export function NoFreeTimes({ horizonDays, reachUs, headingLevel }: { horizonDays: number | undefined; reachUs: ReachUs; headingLevel: HeadingLevel }) {
  return (
    <div>
      <Heading level={headingLevel}>{horizonDays ? `No free times in the next ${horizonDays} days` : 'No free times at the moment'}</Heading>
      <p>Every consultation time is taken for now. Write to us or call, and we will find a time with you.</p>
      <OtherWays reachUs={reachUs} />
    </div>
  );
}

/** The free times could not be loaded: try again, or reach the team another way. */
export function SlotsNotLoaded({ onRetry, reachUs }: { onRetry: () => void; reachUs: ReachUs }) {
  return (
    <Problem role="alert">
      <p>We could not load the free times. Check your connection and try again.</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Actions>
      <p>You can also reach us another way:</p>
      <OtherWays reachUs={reachUs} />
    </Problem>
  );
}
