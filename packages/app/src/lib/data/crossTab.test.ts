import { describe, expect, it } from 'vitest';
import { listenForChanges } from './crossTab';

describe('listenForChanges: another tab saved', () => {
  it('hears what another tab changed, and stops when unsubscribed', async () => {
    const heard: unknown[] = [];
    const stop = listenForChanges((invalidation) => heard.push(invalidation));
    const otherTab = new BroadcastChannel('stampcard:data-changed');
    otherTab.postMessage([['business', '7'], ['businesses']]);
    otherTab.postMessage('everything');
    await expect.poll(() => heard).toEqual([[['business', '7'], ['businesses']], 'everything']);
    stop();
    otherTab.postMessage([['cards']]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(2);
    otherTab.close();
  });

  it('ignores a message that names no data', async () => {
    const heard: unknown[] = [];
    const stop = listenForChanges((invalidation) => heard.push(invalidation));
    const otherTab = new BroadcastChannel('stampcard:data-changed');
    otherTab.postMessage({ reload: true });
    otherTab.postMessage('reload');
    otherTab.postMessage(['business', 7]);
    otherTab.postMessage([['cards']]);
    await expect.poll(() => heard).toEqual([[['cards']]]);
    stop();
    otherTab.close();
  });
});
