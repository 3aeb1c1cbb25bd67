import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { filledMessage } from '../../contract/filled-messages';
import { describeSchemaError, fieldLabel, type SchemaError, schemaCheckMessage } from './validation-message';

describe('validation messages', () => {
  it.each([
    ['/betAmount', 'Bet amount'],
    ['/items/0', 'Value'],
    ['/target_number', 'Target number'],
    ['limit', 'Limit'],
  ])('labels %s as %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  it.each([
    [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'betAmount' } },
      'Bet amount is required',
    ],
    [
      { instancePath: '/betAmount', keyword: 'type', params: { type: 'integer' } },
      'Bet amount must be a whole number',
    ],
    [
      { instancePath: '/name', keyword: 'type', params: { type: 'string,null' } },
      'Name must be text or empty',
    ],
    [{ instancePath: '/limit', keyword: 'minimum', params: { limit: 1 } }, 'Limit must be at least 1'],
    [
      { instancePath: '/limit', keyword: 'exclusiveMinimum', params: { limit: 0 } },
      'Limit must be at least 1',
    ],
    [{ instancePath: '/limit', keyword: 'maximum', params: { limit: 100 } }, 'Limit must be at most 100'],
    [
      { instancePath: '/text', keyword: 'maxLength', params: { limit: 500 } },
      'Text must be at most 500 characters',
    ],
    [
      { instancePath: '/text', keyword: 'minLength', params: { limit: 1 } },
      'Text must be at least 1 characters',
    ],
    [
      { instancePath: '/prediction', keyword: 'enum', params: { allowedValues: ['over', 'under', 'exact'] } },
      'Prediction must be over, under or exact',
    ],
    [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      'Unknown field "x"',
    ],
    [{ instancePath: '', keyword: 'type', params: { type: 'object' } }, 'Request body must be an object'],
    [{ instancePath: '/code', keyword: 'pattern', params: {} }, 'Code is not valid'],
  ])('describes %j as "%s"', (error, text) => {
    expect(describeSchemaError(error)).toBe(text);
  });

  it('gives each refusal its code and the values a client writes it with', () => {
    const none = { type: 'none', orType: 'none', limit: 0, count: 0, others: '', last: '' };
    expect(
      schemaCheckMessage({ instancePath: '/betAmount', keyword: 'type', params: { type: 'integer' } }),
    ).toEqual({
      message: 'Bet amount must be a whole number',
      code: 'request.schemaCheck',
      values: { ...none, field: 'betAmount', label: 'Bet amount', rule: 'type', type: 'integer' },
    });
    expect(
      schemaCheckMessage({ instancePath: '', keyword: 'required', params: { missingProperty: 'target' } })
        .values,
    ).toEqual({ ...none, field: 'target', label: 'Target', rule: 'required' });
    expect(
      schemaCheckMessage(
        { instancePath: '/limit', keyword: 'exclusiveMinimum', params: { limit: 0 } },
        'querystring',
      ).values,
    ).toMatchObject({ field: 'limit', rule: 'minimum', limit: 1 });
    expect(
      schemaCheckMessage({
        instancePath: '/risk',
        keyword: 'enum',
        params: { allowedValues: ['low', 'high'] },
      }).values,
    ).toMatchObject({ rule: 'oneOf', count: 2, others: 'low', last: 'high' });
    // The request as a whole, and an element of a list.
    expect(
      schemaCheckMessage({ instancePath: '', keyword: 'type', params: { type: 'object' } }, 'querystring')
        .values,
    ).toMatchObject({ field: '_querystring', label: 'Query' });
    expect(
      schemaCheckMessage({ instancePath: '/ids/3', keyword: 'type', params: { type: 'integer' } }).values,
    ).toMatchObject({ field: '_item', label: 'Value' });
    expect(
      schemaCheckMessage({
        instancePath: '',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'x' },
      }),
    ).toEqual({ message: 'Unknown field "x"', code: 'request.unknownField', values: { name: 'x' } });
  });

  it('writes the same English from the values as from the refusal', () => {
    const refusals = [
      { instancePath: '/name', keyword: 'type', params: { type: 'string,null' } },
      { instancePath: '/v', keyword: 'type', params: { type: 'integer,string,null' } },
      { instancePath: '/text', keyword: 'minLength', params: { limit: 1 } },
      { instancePath: '/amount', keyword: 'maximum', params: { limit: 1_000_000 } },
      { instancePath: '/step', keyword: 'multipleOf', params: { multipleOf: 0.01 } },
      { instancePath: '/side', keyword: 'const', params: { allowedValue: 'heads' } },
      { instancePath: '/code', keyword: 'pattern', params: {} },
    ];
    for (const refusal of refusals) {
      const { message, values } = schemaCheckMessage(refusal);
      expect(filledMessage('request.schemaCheck', values as never).message).toBe(message);
    }
    expect(describeSchemaError(refusals[1] as (typeof refusals)[number])).toBe(
      'V must be a whole number or text or empty',
    );
    expect(describeSchemaError(refusals[5] as (typeof refusals)[number])).toBe('Side must be heads');
  });

  it("reads in the web's languages from its code and values, the field by its own name", () => {
    const errors = (locale: string) =>
      JSON.parse(
        readFileSync(join(import.meta.dirname, '..', '..', 'web', 'locales', locale, 'errors.json'), 'utf8'),
      ) as Record<string, string>;
    const write = (locale: string, refusal: SchemaError) => {
      const { code, values, message } = schemaCheckMessage(refusal);
      const text = new IntlMessageFormat(errors(locale)[code] ?? '', locale).format(values);
      return { message, text };
    };
    const refusals: [SchemaError, Record<string, string>][] = [
      [
        { instancePath: '/betAmount', keyword: 'type', params: { type: 'integer' } },
        {
          de: 'Das Feld „Einsatz“ muss eine ganze Zahl sein',
          es: 'El campo «Apuesta» debe ser un número entero',
          'pt-BR': 'O campo “Valor da aposta” deve ser um número inteiro',
        },
      ],
      [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'risk' } },
        {
          de: 'Das Feld „Risiko“ fehlt',
          es: 'El campo «Riesgo» es obligatorio',
          'pt-BR': 'O campo “Risco” é obrigatório',
        },
      ],
      [
        { instancePath: '/text', keyword: 'maxLength', params: { limit: 1000 } },
        {
          de: 'Das Feld „Nachricht“ darf höchstens 1.000 Zeichen lang sein',
          es: 'El campo «Mensaje» debe tener como máximo 1000 caracteres',
          'pt-BR': 'O campo “Mensagem” deve ter no máximo 1.000 caracteres',
        },
      ],
      [
        {
          instancePath: '/prediction',
          keyword: 'enum',
          params: { allowedValues: ['over', 'under', 'exact'] },
        },
        {
          de: 'Das Feld „Tipp“ muss over, under oder exact sein',
          es: 'El campo «Predicción» debe ser over, under o exact',
          'pt-BR': 'O campo “Palpite” deve ser over, under ou exact',
        },
      ],
      [
        { instancePath: '/name', keyword: 'type', params: { type: 'string,null' } },
        {
          de: 'Das Feld „Name“ muss Text oder leer sein',
          es: 'El campo «Name» debe ser texto o nulo',
          'pt-BR': 'O campo “Name” deve ser texto ou nulo',
        },
      ],
      [
        { instancePath: '', keyword: 'type', params: { type: 'object' } },
        {
          de: 'Der Inhalt der Anfrage muss ein Objekt sein',
          es: 'El cuerpo de la solicitud debe ser un objeto',
          'pt-BR': 'O corpo da requisição deve ser um objeto',
        },
      ],
    ];
    for (const [refusal, expected] of refusals) {
      // English as the server writes it, big numbers too (no grouping: "1000 characters").
      const english = write('en', refusal);
      expect(english.text).toBe(english.message);
      for (const [locale, text] of Object.entries(expected)) expect(write(locale, refusal).text).toBe(text);
    }
  });
});
