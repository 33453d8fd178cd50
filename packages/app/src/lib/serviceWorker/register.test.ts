import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register';
import { createServiceWorkerUpdates } from './updates';

/** A worker of the fake registration: its state, and the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  /** Moves to `state`, as the browser does, telling its listeners. */
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration whose slots the test fills, as the browser would. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new version found: it installs, then waits. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

/** `navigator.serviceWorker` over `registration`; `register` fails when told to. */
function installContainer(registration: FakeRegistration, { fails = false } = {}) {
  const container = Object.assign(new EventTarget(), {
    register: vi.fn(() => (fails ? Promise.reject(new TypeError('blocked')) : Promise.resolve(registration))),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

/** An older version active, as on every visit after the first. */
function activeRegistration() {
  const registration = new FakeRegistration();
  registration.active = new FakeWorker('activated');
  return registration;
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers a new version once it waits, and on acceptance tells it to take over, then reloads when it controls', async () => {
    const registration = activeRegistration();
    const container = installContainer(registration);
    const updates = createServiceWorkerUpdates();
    const reload = vi.fn();
    await registerServiceWorker('/sw.js', updates, { reload });
    expect(container.register).toHaveBeenCalledWith('/sw.js');

    const next = new FakeWorker('installing');
    registration.find(next);
    expect(updates.getStatus()).toBe('current');
    registration.installed(next);
    expect(updates.getStatus()).toBe('available');
    expect(next.messages).toEqual([]);

    updates.accept();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was installing or waiting before the page registered', async () => {
    const installingFirst = activeRegistration();
    const next = new FakeWorker('installing');
    installingFirst.installing = next;
    installContainer(installingFirst);
    const whileInstalling = createServiceWorkerUpdates();
    await registerServiceWorker('/sw.js', whileInstalling, { reload: vi.fn() });
    installingFirst.installed(next);
    expect(whileInstalling.getStatus()).toBe('available');

    const waitingFirst = activeRegistration();
    waitingFirst.waiting = new FakeWorker('installed');
    installContainer(waitingFirst);
    const whileWaiting = createServiceWorkerUpdates();
    await registerServiceWorker('/sw.js', whileWaiting, { reload: vi.fn() });
    expect(whileWaiting.getStatus()).toBe('available');
  });

  it('offers nothing for the first install, which activates at once', async () => {
    const registration = new FakeRegistration();
    installContainer(registration);
    const updates = createServiceWorkerUpdates();
    await registerServiceWorker('/sw.js', updates, { reload: vi.fn() });
    const first = new FakeWorker('installing');
    registration.find(first);
    registration.installed(first);
    expect(updates.getStatus()).toBe('current');
  });

  it('offers a plain reload when another tab switched versions, and never reloads by itself', async () => {
    const registration = activeRegistration();
    const container = installContainer(registration);
    const updates = createServiceWorkerUpdates();
    const reload = vi.fn();
    await registerServiceWorker('/sw.js', updates, { reload });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(updates.getStatus()).toBe('available');
    updates.accept();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the app running without a worker when the registration fails', async () => {
    installContainer(new FakeRegistration(), { fails: true });
    const updates = createServiceWorkerUpdates();
    await expect(registerServiceWorker('/sw.js', updates)).resolves.toBeUndefined();
    expect(updates.getStatus()).toBe('current');
  });
});
