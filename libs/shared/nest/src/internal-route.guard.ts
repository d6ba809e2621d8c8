import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isGatewayOnlyPath, normaliseRequestPath } from './request-path';

/**
 * For Nest controllers serving /internal/* (service-to-service calls): the request must have come
 * through the subgraph's gateway-only hook with a verified signature (bound to this audience,
 * method, normalised path and body). The hook already refuses anything else; this keeps a
 * controller from being served unsigned should it ever be mounted outside that hook.
 */
@Injectable()
export class SignedInternalCallGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const target = normaliseRequestPath(req.raw?.url ?? req.url ?? '');
    if (!target.ok || !isGatewayOnlyPath(target.path) || !req.signedRequest || !req.identity) {
      throw new UnauthorizedException({ errors: [{ message: 'This service only answers calls from the Imali gateway', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    return true;
  }
}
