import { dataProvider } from '../../src/api/dataProvider';
import { resourceNames } from '../../src/api/resources';
import { login } from '../../src/auth/session';
import '../../src/collectPages';
import { setupDemoServer } from '../helpers/demoApp';

/**
 * Every resource's list, filtered on each plain field of one of its records, answers only
 * the records holding that value, on the demo API: fields named like a list parameter
 * (`order` on the model trees) included (docs/api.md, Lists).
 */
setupDemoServer(200);
beforeEach(() => login('admin', 'admin'));

/** A value a filter can hold (an empty string is no filter: react-admin drops it). */
const plain = (value: unknown) =>
  value !== '' && ['string', 'number', 'boolean'].includes(typeof value);

test.each(resourceNames())(
  '%s: a filter on each field keeps only the matching records',
  async (resource) => {
    const { data } = await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const sample = data[data.length - 1];
    if (!sample) return;
    for (const [field, value] of Object.entries(sample)) {
      if (field === 'id' || !plain(value)) continue;
      const filtered = await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { [field]: value },
      });
      expect({ field, values: [...new Set(filtered.data.map((record) => record[field]))] }).toEqual(
        {
          field,
          values: [value],
        },
      );
    }
  },
);
