import { describe, expect, it, vi } from 'vitest';
import { createApiEventBus } from './events.ts';

describe('SPEC §4: event bus for authentication broadcasts', () => {
  it('delivers the detail to every listener until it stops listening', () => {
    const bus = createApiEventBus();
    const a = vi.fn();
    const b = vi.fn();
    const offA = bus.on('unauthenticated', a);
    bus.on('unauthenticated', b);
    bus.emit('unauthenticated', { url: '/api/people/1' });
    offA();
    bus.emit('unauthenticated', { url: '/api/people/2' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith({ url: '/api/people/1' });
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('keeps the two events apart and supports once', () => {
    const bus = createApiEventBus();
    const expired = vi.fn();
    bus.once('token has expired', expired);
    bus.emit('unauthenticated', { url: '' });
    bus.emit('token has expired', { expiredAt: 1 });
    bus.emit('token has expired', { expiredAt: 2 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ expiredAt: 1 });
  });
});
