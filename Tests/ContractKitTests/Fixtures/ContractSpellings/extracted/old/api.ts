export interface SubscribeRequest {
  method: 'resources/subscribe';
  params: { uri: string };
}
