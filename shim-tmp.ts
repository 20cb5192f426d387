import uWS from 'uWebSockets.js';
const orig = (uWS as any).App;
(uWS as any).App = (...a: any[]) => { const app = orig(...a); if (!app.delete) app.delete = app.del.bind(app); return app; };
