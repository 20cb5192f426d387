/** The baseline: a bare uWS hello world on one core, the same library and build the service uses. */
import uWS from 'uWebSockets.js';

const app = uWS.App();
app.get('/*', (res) => {
  res.cork(() => {
    res.writeHeader('Content-Type', 'application/json');
    res.end('{"hello":"world"}');
  });
});
app.listen('127.0.0.1', 0, (socket) => {
  if (!socket) throw new Error('listen failed');
  process.stdout.write(JSON.stringify({ port: uWS.us_socket_local_port(socket as unknown as uWS.us_socket) }) + '\n');
});
