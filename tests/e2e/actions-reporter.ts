import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { actionOf } from '../contract/parameters/actions';
import { appendActions, clearActions } from '../contract/parameters/recording';

/**
 * Records what each Chromium journey did in the browser — a user's inputs and the test's own
 * direct commands, from Playwright's steps — beside what the service received (./fixtures.ts),
 * so the parameters measurement credits a page control only with a request that followed a
 * user's action (tests/contract/parameters/actions.ts). A run's actions replace the last run's.
 */
export default class ActionsReporter implements Reporter {
  onBegin(): void {
    clearActions();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const all = (steps: TestStep[]): TestStep[] => steps.flatMap((s) => [s, ...all(s.steps)]);
    const actions = all(result.steps)
      .map(actionOf)
      .filter((a) => a !== null)
      .sort((a, b) => a.start.localeCompare(b.start));
    appendActions({ testId: test.id, actions });
  }
}
