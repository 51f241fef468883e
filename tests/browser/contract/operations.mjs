// The operations of the contract that the pages walked do not reach on their own (deletes,
// moves, reorders, tasks, accounts, logout...), made through the same recording proxy and
// Prism, on the demo's data: each write creates what it changes or deletes, so the walk leaves
// the data as it found it (but for one student decision and one sync error).

const unique = `${Date.now()}`.slice(-6);

/** A client of the API through the app server (recorded, then validated by Prism). */
export const apiClient = (origin) => {
  const call = async (method, path, { query = {}, body, token } = {}) => {
    const url = new URL(path, origin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? await response.json() : null;
    if (!response.ok)
      throw new Error(`${method} ${path} : HTTP ${response.status} ${json?.message}`);
    return json;
  };
  return call;
};

const first = (answer) => (Array.isArray(answer.data) ? answer.data[0] : answer.data);

/** The writes, in an order that leaves the demo's data as it was. */
export const makeWrites = async (call, token) => {
  const as = (options = {}) => ({ ...options, token });
  const idOf = (answer, field) => first(answer)[field];

  const message = await call('POST', '/api/serviceMessage/save', {
    ...as(),
    body: {
      serviceMessage_title: `Parcours ${unique}`,
      serviceMessage_content: 'Message du parcours du contrat.',
      serviceMessage_type: 'Info',
      serviceMessage_displayed: false,
    },
  });
  const messageId = idOf(message, 'serviceMessage_id');
  await call('GET', '/api/serviceMessage/load', as({ query: { serviceMessage_id: messageId } }));
  await call('DELETE', `/api/serviceMessage/delete/${messageId}`, as());

  const task = await call('POST', '/api/task/create', {
    ...as(),
    body: {
      task_name: `parcours-${unique}`,
      task_description: 'Tâche du parcours du contrat.',
      task_kind: 'maintenance',
      task_params: {},
      task_command: 'echo parcours',
      task_cron: '0 3 * * 1',
      task_enabled: false,
    },
  });
  const taskId = idOf(task, 'task_id');
  await call('POST', '/api/task/execute', as({ body: { task_id: taskId } }));
  await call('DELETE', '/api/task/delete', as({ body: { task_id: taskId } }));

  const name = `parcours${unique}`;
  const password = `Parcours-${unique}`;
  const account = await call('POST', '/api/login/save', {
    ...as(),
    body: {
      login_name: name,
      login_email: `${name}@exemple.ci`,
      login_fullName: 'Parcours du contrat',
      login_role: 'control',
      login_additionalRoles: [],
      login_password: password,
    },
  });
  const loginId = idOf(account, 'login_id');
  const own = await call('POST', '/api/auth/login', { body: { login: name, password } });
  await call('POST', '/api/auth/change_password', {
    token: own.token,
    body: { currentPassword: password, newPassword: `${password}-2` },
  });
  await call('GET', `/api/login/delete/${loginId}`, as());

  for (const tree of ['modelLocation', 'modelOrganization']) {
    const { data: nodes } = await call(
      'GET',
      `/api/${tree}/list`,
      as({ query: { perPage: 5000 } }),
    );
    await call('POST', `/api/${tree}/updateHierarchy`, {
      ...as(),
      body: {
        nodes: nodes.map((node) => ({
          id: node[`${tree}_id`],
          parentId: node.parentId,
          order: node.order,
        })),
      },
    });
  }
  for (const [source, parent, fields] of [
    [
      'modelDatabaseSource',
      'modelDatabase',
      { modelDatabaseSource_name: 'parcours', modelDatabaseSource_connection: 'parcours' },
    ],
    ['modelEntitySource', 'modelEntity', { modelEntitySource_table: 'parcours' }],
  ]) {
    const { data: parents } = await call(
      'GET',
      `/api/${parent}/list`,
      as({ query: { perPage: 1 } }),
    );
    const parentId = parents[0][`${parent}_id`];
    const extra =
      source === 'modelEntitySource'
        ? {
            modelDatabaseSource_id: idOf(
              await call('GET', '/api/modelDatabaseSource/list', as({ query: { perPage: 1 } })),
              'modelDatabaseSource_id',
            ),
          }
        : {};
    const created = await call('POST', `/api/${source}/save`, {
      ...as(),
      body: { [`${parent}_id`]: parentId, ...fields, ...extra, [`${source}_order`]: 0 },
    });
    const id = idOf(created, `${source}_id`);
    const { data: siblings } = await call(
      'GET',
      `/api/${source}/list`,
      as({ query: { [`${parent}_id`]: parentId, perPage: 5000, sort: `${source}_order` } }),
    );
    await call('PATCH', `/api/${source}/updateOrder`, {
      ...as(),
      body: { ids: siblings.map((row) => row[`${source}_id`]) },
    });
    await call('DELETE', `/api/${source}/delete`, as({ body: { [`${source}_id`]: id } }));
  }
  const trees = {
    modelLocation: { modelLocation_name: 'Parcours', modelLocation_kind: 'Salle', order: 0 },
    modelOrganization: {
      modelOrganization_name: 'Parcours',
      modelOrganization_kind: 'Bureau',
      order: 0,
    },
    modelDatabase: {
      modelDatabase_name: 'parcours',
      modelDatabase_engine: 'PostgreSQL',
      modelDatabase_host: 'parcours.exemple.ci',
    },
    modelEntity: { modelEntity_name: 'Parcours' },
  };
  for (const [model, body] of Object.entries(trees)) {
    const created = await call('POST', `/api/${model}/save`, {
      ...as(),
      body: {
        ...body,
        ...(model.startsWith('modelL') || model.startsWith('modelO') ? { parentId: null } : {}),
      },
    });
    await call('DELETE', `/api/${model}/delete/${idOf(created, `${model}_id`)}`, as());
  }

  const errors = await call('GET', '/api/sync/errors', as({ query: { perPage: 1 } }));
  if (errors.data.length > 0) {
    await call(
      'POST',
      '/api/sync/delete_errors',
      as({ body: { ids: [errors.data[0].syncError_id] } }),
    );
  }
  const students = await call('GET', '/api/validation/students', as({ query: { perPage: 1 } }));
  await call('POST', '/api/validation/student-validation', {
    ...as(),
    body: {
      student_idNumber: students.data[0].student_idNumber,
      validation_target: 'data',
      validation_state: 'validated',
      validation_comment: 'Parcours du contrat.',
    },
  });
};

/** Path and required query parameters that name a record field otherwise. */
const ALIAS = { 'photo.get': { id: 'photo_id' }, 'sync.historyOne': { id: 'syncHistory_id' } };

/** Remembers the first value of each field of an answer's first records. */
export const harvest = (known, answer) => {
  const data = answer?.data;
  const records = Array.isArray(data) ? data.slice(0, 3) : [data];
  for (const item of records) {
    if (!item || typeof item !== 'object') continue;
    for (const [key, value] of Object.entries(item)) {
      if ((typeof value === 'string' && value) || typeof value === 'number') {
        if (!known.has(key)) known.set(key, value);
      }
    }
  }
};

/**
 * Each read (GET) operation of `document` not in `reached`, with its path placeholders and
 * required query parameters filled from `known`; images (`image/*`) are read as bytes.
 */
export const readsToMake = (document, reached) =>
  Object.entries(document.paths).flatMap(([template, methods]) => {
    const operation = methods.get;
    // A GET that changes data (`login/delete`) is made by makeWrites.
    if (!operation || operation['x-changes-data'] || reached.has(operation.operationId)) return [];
    const params = (operation.parameters ?? []).filter((p) => p.required);
    const alias = ALIAS[operation.operationId] ?? {};
    return [
      {
        id: operation.operationId,
        fill: (known) => {
          let path = template;
          const query = {};
          for (const { name, in: where } of params) {
            const value = known.get(alias[name] ?? name);
            if (value === undefined) return undefined;
            if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value));
            else query[name] = value;
          }
          return { path, query };
        },
      },
    ];
  });

/** The paths of the paged lists (those taking `perPage`) that need no parameter. */
export const listsOf = (document) =>
  Object.entries(document.paths)
    .filter(([, methods]) => {
      const parameters = methods.get?.parameters ?? [];
      return parameters.some((p) => p.name === 'perPage') && !parameters.some((p) => p.required);
    })
    .map(([path]) => path);
