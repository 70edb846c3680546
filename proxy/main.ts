// Node entry: `npm run proxy`. Exit code 2 means the configuration is wrong; after SIGTERM or SIGINT,
// 0 means every request in flight finished within SHUTDOWN_GRACE_MS and 1 that some were cut.
import { ConfigError } from './config.ts';
import { startProxy } from './server.ts';

try {
  const proxy = await startProxy(process.env);
  console.log(proxy.banner);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // Ctrl-C again does not wait for the grace time; a repeated SIGTERM (a supervisor signalling
      // every process of the group) changes nothing.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    stopping = true;
    console.log(`${new Date().toISOString()} ${signal}: finishing requests in flight, then stopping`);
    void proxy.stop().then(({ cut }) => {
      if (cut > 0) console.error(`sidecue-proxy: stopped with ${cut} request(s) unfinished after SHUTDOWN_GRACE_MS`);
      process.exit(cut > 0 ? 1 : 0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`sidecue-proxy: ${error.message}`);
    process.exit(2);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    console.error(
      `sidecue-proxy: cannot listen (${code}): ${(error as Error).message}. Set PORT or HOST to something free.`,
    );
    process.exit(1);
  }
  throw error;
}
