export interface SubscribeRequestParams {
  uri: string;
}

export interface SubscribeRequest {
  method: 'resources/subscribe';
  params: SubscribeRequestParams;
}
