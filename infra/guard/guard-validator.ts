/**
 * CloudFormation Guard on the synthesized templates, with the project's own rules (this folder's
 * `.guard` files). AWS Control Tower's bundled rules are off: they ask for VPC-bound functions, KMS
 * keys on every log group and bucket, object lock and origin failover, choices this shop's
 * cost and design reject on purpose (cdk-nag's packs cover the common ground with written reasons).
 */
import path from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';

export const GUARD_RULES_DIR = import.meta.dirname;

export function createGuardValidator(): CfnGuardValidator {
  return new CfnGuardValidator({
    controlTowerRulesEnabled: false,
    rules: [path.join(GUARD_RULES_DIR, 'operations.guard')],
  });
}
