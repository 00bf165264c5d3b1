// The gateway `npm run bench` measures, in a process of its own (see server-process.ts): started
// as the image starts it (startGateway, every setting from the environment, the health checks
// begun as the port opens), logging JSON lines to standard output as production does (gathered,
// then written: logger.ts's standardOutput). The bench counts its upstream calls by their
// log lines, one each.

import { loadConfig } from '../src/config';
import { createLogger, standardOutput } from '../src/operations/logger';
import { startGateway } from '../src/serve';
import { answerBench } from './server-channel';

const config = loadConfig(process.env);
let upstreamCalls = 0;
const stdout = standardOutput();
const logger = createLogger({
  level: config.logLevel,
  destination: {
    write: (line: string) => {
      if (line.includes('"msg":"upstream ')) upstreamCalls++;
      stdout.write(line);
    },
  },
});
const running = await startGateway(config, { host: '127.0.0.1', logger, webDist: process.env.BENCH_WEB_DIST || undefined });
answerBench(
  `http://127.0.0.1:${running.port}`,
  () => upstreamCalls,
  () => running.close(),
);
