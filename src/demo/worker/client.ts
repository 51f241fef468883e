import type { Answer, RequestParts } from '../answers';
import type { DemoBackend } from '../handlers/dispatch';
import type { KeyValueStorage } from '../storage';
import type { FromWorker, ToWorker, WorkerStart } from './protocol';

/**
 * What the page talks to: a dedicated worker, or the port of a worker shared by the tabs
 * (`worker` reports a script that cannot load; `close` ends the page's use of it).
 */
export interface WorkerChannel {
  port: {
    postMessage: (message: ToWorker) => void;
    onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  };
  worker: { onerror: ((event: ErrorEvent) => void) | null };
  close: () => void;
}

export const dedicatedChannel = (worker: Worker): WorkerChannel => ({
  port: worker,
  worker,
  close: () => worker.terminate(),
});

export const sharedChannel = (worker: SharedWorker): WorkerChannel => ({
  port: worker.port,
  worker,
  close: () => worker.port.close(),
});

interface Waiting {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * The page's side of the demo API's worker: it starts the worker, sends it requests and
 * keeps in `storage` (localStorage) what the worker writes there (the journal).
 */
export class DemoWorkerClient implements DemoBackend {
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;

  private constructor(
    private readonly channel: WorkerChannel,
    private readonly start: WorkerStart,
    private readonly storage: KeyValueStorage | null,
    readonly latencyMs: number,
    readonly endpointNames: readonly string[],
  ) {
    channel.port.onmessage = (event) => this.receive(event.data);
    channel.worker.onerror = (event) =>
      this.failAll(new Error(`[demo API] worker: ${event.message}`));
  }

  /** Starts the worker; resolves once it answers, rejects if it cannot start. */
  static start(
    channel: WorkerChannel,
    start: WorkerStart,
    { storage, latencyMs }: { storage: KeyValueStorage | null; latencyMs: number },
  ): Promise<DemoWorkerClient> {
    return new Promise((resolve, reject) => {
      const fail = (message: string) => {
        channel.close();
        reject(new Error(`[demo API] the worker did not start: ${message}`));
      };
      channel.worker.onerror = (event) => fail(event.message || 'error');
      channel.port.onmessage = ({ data }) => {
        if (data.type === 'failed') fail(data.message);
        if (data.type !== 'ready') return;
        resolve(new DemoWorkerClient(channel, start, storage, latencyMs, data.endpointNames));
      };
      channel.port.postMessage({ type: 'start', start });
    });
  }

  /**
   * Whether the worker mirrors its writes to this page: off while the page is hidden or gone
   * (a shared worker outlives it), on again when it shows.
   */
  follow(on: boolean): void {
    this.channel.port.postMessage(
      on ? { type: 'start', start: this.start } : { type: 'disconnect' },
    );
  }

  answer(request: RequestParts): Promise<Answer> {
    return this.send((id) => ({ type: 'request', id, request }));
  }

  /** Forgets every write and regenerates the data; resolves once done. */
  reset(): Promise<void> {
    return this.send((id) => ({ type: 'reset', id }));
  }

  private send<T>(message: (id: number) => ToWorker): Promise<T> {
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      this.channel.port.postMessage(message(id));
    });
  }

  private settle(id: number, value: unknown): void {
    this.waiting.get(id)?.resolve(value as never);
    this.waiting.delete(id);
  }

  private receive(message: FromWorker): void {
    if (message.type === 'answer') this.settle(message.id, message.answer);
    else if (message.type === 'resetDone') this.settle(message.id, undefined);
    else if (message.type === 'store') this.keep(message.key, message.value);
    else if (message.type === 'failed') console.error('[demo API]', message.message);
  }

  private keep(key: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch (error) {
      console.warn('[demo API] not kept in localStorage:', error);
    }
  }

  private failAll(error: Error): void {
    console.error(error);
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
