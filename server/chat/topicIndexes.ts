/**
 * The assistant's topics as the engine matches them (docs/chat.md, "How it answers"): a fact
 * topic's ways to ask as one item (they share one subject, and visitors mix their words), the
 * honest fallback's one by one (they ask about unrelated things), every way to ask one by one (a
 * topic one of whose ways to ask says nearly all the message goes first), and each word for word.
 */
import type { AssistantTopic } from '../../src/model/schemas/assistantSchema';
import { plainTermsOf } from './language';
import { createIndex, type Index } from './retrieval';

export interface TopicAsk {
  topic: AssistantTopic;
  ask: string;
}

/** The topics by each of their ways to ask, word for word: where topics share one, the topic that has it most often, if one does. */
function exactAsksOf(topics: readonly AssistantTopic[]): Map<string, AssistantTopic | undefined> {
  const counts = new Map<string, Map<AssistantTopic, number>>();
  for (const topic of topics) {
    for (const ask of topic.ask) {
      const key = plainTermsOf(ask).join(' ');
      if (key === '') continue;
      const byTopic = counts.get(key) ?? new Map<AssistantTopic, number>();
      byTopic.set(topic, (byTopic.get(topic) ?? 0) + 1);
      counts.set(key, byTopic);
    }
  }
  return new Map(
    [...counts].map(([key, byTopic]) => {
      const [first, second] = [...byTopic].sort((a, b) => b[1] - a[1]);
      return [key, second && second[1] === first![1] ? undefined : first![0]];
    }),
  );
}

export interface TopicIndexes {
  /** A fact topic's ways to ask as one item; the honest fallback's one item each. */
  gathered: Index<TopicAsk>;
  /** Every way of asking for every topic, one item each. */
  eachAsk: Index<TopicAsk>;
  /** Each way of asking for a topic, word for word: a message that is one of them is that topic's question. */
  exactAsks: ReadonlyMap<string, AssistantTopic | undefined>;
}

const askIndex = (items: readonly TopicAsk[]) =>
  createIndex(items, { fields: { ask: (item) => item.ask }, boost: { ask: 1 }, headline: ['ask'], lengthNormalisation: 0.3 });

export function topicIndexesOf(topics: readonly AssistantTopic[]): TopicIndexes {
  const eachAsk = topics.flatMap((topic) => topic.ask.map((ask) => ({ topic, ask })));
  return {
    gathered: askIndex(
      topics.flatMap((topic) => (topic.kind === 'fallback' ? eachAsk.filter((item) => item.topic === topic) : [{ topic, ask: topic.ask.join(' ') }])),
    ),
    eachAsk: askIndex(eachAsk),
    exactAsks: exactAsksOf(topics),
  };
}
