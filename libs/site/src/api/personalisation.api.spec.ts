import { fakeAxios, requestBody } from '../../../../tools/jest/fake-axios';
import { createPersonalisationTransport } from './personalisation.api';

const request = { slotId: 'home-hero', version: 1, preferredLocale: 'es', context: { page: '/es/' } };
const content = { slotId: 'home-hero', version: 1, locale: 'es', data: { title: 'Hola' } };

describe('the personalisation transport checks the content answer with the contract', () => {
  it("posts the slot's request and answers the contract's content", async () => {
    const { client, requests } = fakeAxios(() => ({ status: 200, data: { data: content } }));
    await expect(createPersonalisationTransport(client).fetchContent(request)).resolves.toEqual(content);
    expect(requests[0]?.url).toBe('/personalisation/content');
    expect(requestBody(requests[0])).toEqual(request);
  });

  it('refuses an answer that is not the contract, as a failed call', async () => {
    for (const data of [{ data: { slotId: 'home-hero', version: '1', locale: 'es', data: null } }, content, '']) {
      const { client } = fakeAxios(() => ({ status: 200, data }));
      await expect(createPersonalisationTransport(client).fetchContent(request)).rejects.toThrow(
        'The personalisation content is not the contract',
      );
    }
  });
});
