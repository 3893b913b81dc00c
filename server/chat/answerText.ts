/**
 * The assistant's answers from their templates (content/site/assistant.yaml): Mustache over the
 * content's facts, Markdown out (src/model/markdownTemplates.ts).
 * {{#list}}a|b|c{{/list}} reads "a, b and c"; {{> nothing}} is the honest "nothing published" reply,
 * {{> askTeam}} how to ask the team.
 */
import type { ChatFacts } from '../../src/model/chatKnowledge';
import type { AssistantContent } from '../../src/model/schemas/assistantSchema';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export type AnswerView = ChatFacts & Record<string, unknown>;

export function answerView(facts: ChatFacts, extra: Record<string, unknown> = {}): AnswerView {
  return {
    ...facts,
    ...extra,
    list: () => (text: string, render: (text: string) => string) =>
      listFormat.format(
        render(text)
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  };
}

/** The replies a template may include by name ({{> nothing}}, {{> askTeam}}). */
export function replyPartials(replies: AssistantContent['replies']): Record<string, string> {
  return { nothing: replies.nothing, askTeam: replies.askTeam };
}
