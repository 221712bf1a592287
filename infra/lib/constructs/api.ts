import { Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpNoneAuthorizer, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeId, type RouteDefinition } from '../../../shared/routes';

export interface ApiProps {
  readonly name: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * The HTTP API behind `/api/*`. `user` and `admin` routes need a valid Cognito ID token of the web
 * client (the JWT authorizer); the admin group is checked by the handler (`lambdas/lib/http.ts`).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  private readonly cognitoAuthorizer: IHttpRouteAuthorizer;
  private readonly noAuthorizer = new HttpNoneAuthorizer();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // Served through CloudFront on the site's own origin: no CORS.
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: props.name, createDefaultStage: true });
    this.cognitoAuthorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
  }

  /** `abc123.execute-api.us-east-1.amazonaws.com`, the origin CloudFront forwards `/api/*` to. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  addRoute(route: RouteDefinition, handler: IFunction): void {
    this.httpApi.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${routeId(route)}Integration`, handler),
      authorizer: route.auth === 'public' ? this.noAuthorizer : this.cognitoAuthorizer,
    });
  }
}
