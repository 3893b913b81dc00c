import type { ReachUsData } from '../../model/types';
import { fillIn } from '../../shared/text';
import { Button, ButtonLink } from '../../ui/Button';
import { Heading, type HeadingLevel } from './Heading';
import { Actions, Problem } from './styles';

/** Another way to reach the team, offered when no time can be chosen: the contact form and the phone, and the words the page hands over. */
export type ReachUs = ReachUsData;

function OtherWays({ reachUs }: { reachUs: ReachUs }) {
  return (
    <Actions>
      <ButtonLink to={reachUs.contactPath}>{reachUs.words.writeToUs}</ButtonLink>
      <span>
        {`${reachUs.words.orCall} `}
        <a href={reachUs.phone.href}>{reachUs.phone.display}</a>
      </span>
    </Actions>
  );
}

/** No free time within the calendar's horizon. */
export function NoFreeTimes({ horizonDays, reachUs, headingLevel }: { horizonDays: number | undefined; reachUs: ReachUs; headingLevel: HeadingLevel }) {
  return (
    <div>
      <Heading level={headingLevel}>{horizonDays ? fillIn(reachUs.words.noTimesIn, { days: horizonDays }) : reachUs.words.noTimes}</Heading>
      <p>{reachUs.words.allTaken}</p>
      <OtherWays reachUs={reachUs} />
    </div>
  );
}

/** The free times could not be loaded: try again, or reach the team another way. */
export function SlotsNotLoaded({ onRetry, reachUs }: { onRetry: () => void; reachUs: ReachUs }) {
  return (
    <Problem role="alert">
      <p>{reachUs.words.notLoaded}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Actions>
      <p>{reachUs.words.otherWays}</p>
      <OtherWays reachUs={reachUs} />
    </Problem>
  );
}
