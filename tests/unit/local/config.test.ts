import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS, readPorts } from '../../../infra/local/config.js';

describe('local ports', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readPorts({})).toEqual(DEFAULT_PORTS);
  });

  it('takes an override per service', () => {
    expect(readPorts({ STOREFRONT_PORT: '4000', DYNAMODB_PORT: '8001', SES_PORT: '8006' })).toMatchObject({
      app: 4000,
      dynamodb: 8001,
      ses: 8006,
    });
  });

  it('rejects a value that is not a port, naming the variable', () => {
    expect(() => readPorts({ S3_PORT: 'abc' })).toThrow(/S3_PORT/);
    expect(() => readPorts({ S3_PORT: '70000' })).toThrow(/S3_PORT/);
  });
});
