import { render, screen } from '@testing-library/react';
import { CreateBase } from 'react-admin';
import { fieldsOf } from '../../src/resource/declare';
import GeneratedForm from '../../src/resource/views/GeneratedForm';
import { displayValue } from '../../src/resource/views/displayValue';
import { TestAdmin } from '../helpers/TestAdmin';
import classes from '../example/schoolClasses/resource';

/** docs/resources.md: a typed declaration is given to the generated pieces as it is, no cast. */
test('fieldsOf, displayValue and GeneratedForm take a typed declaration', async () => {
  const [name, field] = fieldsOf(classes).find(([key]) => key === 'classe_level')!;
  expect(name).toBe('classe_level');
  expect(displayValue(field, '6ème')).toBe('6ème');
  render(
    <TestAdmin roles={['admin']}>
      <CreateBase resource="exampleClasses">
        <GeneratedForm declaration={classes} />
      </CreateBase>
    </TestAdmin>,
  );
  expect(await screen.findByLabelText(/^Classe\s\*$/)).toBeInTheDocument();
});
