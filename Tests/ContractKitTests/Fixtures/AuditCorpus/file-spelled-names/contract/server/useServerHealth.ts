// A dashboard's data hook: the module is about the server's health, so its payload is just `HealthResponse`.

export interface HealthResponse {
  Status: string;
  UptimeSeconds: number;
  NodeId: string;
  Region: string;
}

export async function getServerHealth(): Promise<HealthResponse> {
  const response = await fetch('/api/health');
  return (await response.json()) as HealthResponse;
}
