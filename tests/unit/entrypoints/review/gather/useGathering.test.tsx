import { act } from 'react';
import { livePage } from '../../../live-page';
import { describe, expect, it, vi } from 'vitest';
import type { Start } from '@/entrypoints/review/setup/SetupForm';
import { withdrawnReads } from '@/lib/storage/withdrawn';

/* Cancel takes back the reads the gathering queued in the background, by the ticket they carry. */

const tickets: (string | undefined)[] = [];
vi.mock('@/lib/monitoring/remote', () => ({
  remotePort: async (_priority: string, ticket?: string) => {
    tickets.push(ticket);
    return {};
  },
}));
const sent: unknown[] = [];
vi.mock('@/lib/messaging/client', () => ({
  send: async (_name: string, input: unknown) => void sent.push(input),
}));
// The gathering itself waits until it is stopped, as one waiting for its queued read would.
vi.mock('@/entrypoints/review/gather/gather', () => ({
  gather: async (_plan: unknown, deps: { retrieve: (id: number) => Promise<unknown> }) => {
    await deps.retrieve(7);
    return new Promise(() => undefined);
  },
}));

const { useGathering } = await import('@/entrypoints/review/gather/useGathering');

const start = {
  choice: { language: 'en' },
  stored: {},
  cost: { total: 3 },
  prior: [],
} as unknown as Start;

describe('useGathering', () => {
  it('Cancel withdraws the ticket every read of the gathering was sent with', async () => {
    const { root } = livePage();
    let hook!: ReturnType<typeof useGathering>;
    function Probe() {
      hook = useGathering();
      return null;
    }
    await act(async () => root.render(<Probe />));
    await act(async () => void hook.run(start));
    // The run loads the review language's error sentences first.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [ticket] = tickets;
    expect(ticket).toMatch(/^[\w-]{8,}$/);
    expect(sent).toEqual([{ id: 7, later: true, ticket }]);
    expect(await withdrawnReads.getValue()).toEqual([]);

    await act(async () => hook.cancel());
    await vi.waitFor(async () => expect(await withdrawnReads.getValue()).toEqual([ticket]));
    expect(hook.state.phase).toBe('cancelled');
    root.unmount();
  });
});
