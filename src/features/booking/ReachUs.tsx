import type { ReachUsData } from '../../model/types';
import { fillIn } from '../../shared/text';
import { Button, ButtonLink } from '../../ui/Button';
import { Heading, type HeadingLevel } from './Heading';
import { Actions, Problem } from './styles';
import { useBookingWords } from './words';

/** Another way to reach the team, offered when no time can be chosen: the contact form and the phone. */
export type ReachUs = ReachUsData;

function OtherWays({ reachUs }: { reachUs: ReachUs }) {
  const words = useBookingWords().reachUs;
  return (
    <Actions>
      <ButtonLink to={reachUs.contactPath}>{words.writeToUs}</ButtonLink>
      <span>
        {`${words.orCall} `}
        <a href={reachUs.phone.href}>{reachUs.phone.display}</a>
      </span>
    </Actions>
  );
}

/** No free time within the calendar's horizon. */
export function NoFreeTimes({ horizonDays, reachUs, headingLevel }: { horizonDays: number | undefined; reachUs: ReachUs; headingLevel: HeadingLevel }) {
  const words = useBookingWords().reachUs;
  return (
    <div>
      <Heading level={headingLevel}>{horizonDays ? fillIn(words.noTimesIn, { days: horizonDays }) : words.noTimes}</Heading>
      <p>{words.allTaken}</p>
      <OtherWays reachUs={reachUs} />
    </div>
  );
}

/** The free times could not be loaded: try again, or reach the team another way. */
export function SlotsNotLoaded({ onRetry, reachUs }: { onRetry: () => void; reachUs: ReachUs }) {
  const { reachUs: words, retry } = useBookingWords();
  return (
    <Problem role="alert">
      <p>{words.notLoaded}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      </Actions>
      <p>{words.otherWays}</p>
      <OtherWays reachUs={reachUs} />
    </Problem>
  );
}
