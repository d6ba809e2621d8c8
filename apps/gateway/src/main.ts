import { ConfigError, JsonLogger, loadConfig } from '@imali/shared/nest';
import { gatewayConfigSchema, type GatewayConfig } from './gateway.config';
import { createGateway } from './create-gateway';

async function main() {
  let config: GatewayConfig;
  try {
    config = loadConfig(gatewayConfigSchema);
  } catch (error) {
    process.stderr.write(`[gateway] failed to start: ${(error as Error).message}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
  const logger = new JsonLogger('gateway', config.LOG_LEVEL);
  try {
    const gateway = await createGateway(config, logger);
    await gateway.fastify.listen({ port: config.PORT, host: config.HOST });
    logger.log({ msg: 'listening', port: config.PORT }, 'Bootstrap');
    const stop = async () => {
      setTimeout(() => process.exit(0), 10_000).unref();
      await gateway.close();
      process.exit(0);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${config.PORT} is already in use` : (error as Error).message;
    process.stderr.write(`[gateway] failed to start: ${message}\n`);
    process.exit(1);
  }
}

void main();
