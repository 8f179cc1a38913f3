// Secondary entry point `@registro/server-operations/worker`: the consumer of the queue `tasks`
// and the sweep of orphaned runs. Only apps/worker imports it; the api must not import this file.
export * from './lib/tasks/worker/operations-worker.module';
export * from './lib/tasks/worker/tasks.processor';
export * from './lib/tasks/worker/orphan-run-sweep';
export * from './lib/tasks/worker/task-worker-timings';
