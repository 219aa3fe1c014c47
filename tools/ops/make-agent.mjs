// Gives an account the live-chat agent role (issue 18 §3), so it can answer visitors at /account/agent.
// park-api must run with OPS_TOKEN set (the route does not exist without it):
//
//   OPS_TOKEN=<token> node tools/ops/make-agent.mjs --email agent@parks.example [--password <8+ chars>] \
//     [--first-name Ana --last-name Pérez] [--remove] [--api http://127.0.0.1:3333]
//
// An existing account keeps its password; an unknown e-mail needs --password and is created, confirmed.
// --remove makes the account a customer again.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    remove: { type: 'boolean', default: false },
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:3333' },
  },
});
const token = process.env.OPS_TOKEN?.trim();
if (!values.email || !token) {
  console.error(
    'usage: OPS_TOKEN=<token> make-agent.mjs --email <e-mail> [--password <password>] [--remove]',
  );
  process.exit(2);
}

const response = await fetch(`${values.api}/ops/agents`, {
  method: 'PUT',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    email: values.email,
    ...(values.password ? { password: values.password } : {}),
    ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
    ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    role: values.remove ? 'customer' : 'agent',
  }),
});
const answer = await response.text();
console.log(response.status, answer);
process.exit(response.ok ? 0 : 1);
