// An ESLint rule: code, comments and test titles speak of the project, never of the tracker that planned it. The
// history of a change lives in git and docs/, which this rule does not read.

const TRACKER = new RegExp(String.raw`\bissues? #?\d+`, 'i');
const message = 'Say what the code does and why, without the tracker\'s numbers: the history belongs in git and docs/.';

/** @type {import('eslint').Rule.RuleModule} */
export const noTrackerNumbers = {
  meta: { type: 'suggestion', docs: { description: 'no issue-tracker numbers in code, comments or strings' }, schema: [], messages: { tracker: message } },
  create(context) {
    const check = (node, text) => {
      if (TRACKER.test(text)) context.report({ node, messageId: 'tracker' });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (TRACKER.test(comment.value)) context.report({ loc: comment.loc, messageId: 'tracker' });
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-tracker-numbers': noTrackerNumbers } };
