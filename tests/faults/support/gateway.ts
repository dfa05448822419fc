/**
 * The reference payment gateway on its own (ADR 011: PAYMENT_GATEWAY_URL), served from the test's
 * process on its own port with its own connection to the database, so a TCP proxy between the service
 * instances and it can slow it down, cut it, or watch its answers. The services call it through the
 * proxy: PAYMENT_GATEWAY_URL http://127.0.0.1:<PORTS.gatewayProxy>, PAYMENT_GATEWAY_SECRET_KEY GATEWAY_SECRET_KEY.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createGatewayApp } from '../../../src/services/payments/gateway/gateway.routes';
import { createPlatform } from '../../../src/services/platform/platform';
import { GATEWAY_SECRET_KEY, PORTS, startFaultCluster, type FaultCluster } from './fault-cluster';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface Gateway {
  /** Between the services and the gateway: cut(), delay(), inspect(). */
  proxy: TcpProxy;
  close(): Promise<void>;
}

async function startGateway(databaseUrl: string): Promise<Gateway> {
  const platform = await createPlatform({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PAYMENT_GATEWAY_SECRET_KEY: GATEWAY_SECRET_KEY,
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: createGatewayApp(platform).fetch, port: PORTS.gateway, hostname: '127.0.0.1' },
      () => resolve(started as Server),
    );
  });
  const proxy = await startTcpProxy({ port: PORTS.gatewayProxy, targetPort: PORTS.gateway });
  return {
    proxy,
    async close() {
      await proxy.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    },
  };
}

export interface GatewayClusterOptions {
  name: string;
  services: number;
  /** How long a payment may wait on the gateway before it is timed out (ADR 015 deadlines). */
  preauthTimeoutSeconds: number;
  reconcileSeconds: number;
}

/**
 * A cluster (one site instance) whose services reach the gateway only through the test's proxy, with
 * the payment deadlines and reconciler interval the test needs. The gateway starts once the database
 * exists; its address is fixed by its ports, so the services know it before.
 */
export async function startGatewayCluster(
  options: GatewayClusterOptions,
): Promise<{ faults: FaultCluster; gateway: Gateway }> {
  let gateway: Gateway | undefined;
  const faults = await startFaultCluster({
    name: options.name,
    sites: 1,
    services: options.services,
    servicesEnv: {
      PAYMENT_GATEWAY_URL: `http://127.0.0.1:${PORTS.gatewayProxy}`,
      PAYMENT_GATEWAY_SECRET_KEY: GATEWAY_SECRET_KEY,
      PREAUTH_TIMEOUT_SECONDS: String(options.preauthTimeoutSeconds),
      PAYMENT_RECONCILE_SECONDS: String(options.reconcileSeconds),
    },
    beforeStart: async (databaseUrl) => {
      gateway = await startGateway(databaseUrl);
    },
  });
  return { faults, gateway: gateway! };
}

/** Stops the instances first (they call the gateway until they stop), then the gateway, then the rest. */
export async function stopGatewayCluster(faults?: FaultCluster, gateway?: Gateway): Promise<void> {
  gateway?.proxy.inspect(null);
  await faults?.cluster.stop();
  await gateway?.close();
  await faults?.stop();
}
