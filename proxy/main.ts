// Node entry: `npm run proxy`. Exit code 2 means the configuration is wrong.
import { ConfigError } from './config.ts';
import { startProxy } from './server.ts';

try {
  const proxy = await startProxy(process.env);
  console.log(proxy.banner);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
