import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { addressRefusal, checkedLookup } from './addresses.ts'

describe('webhook address rules', () => {
  const cases: Array<[address: string, always: boolean, privately: boolean]> = [
    // [address, refused with private allowed, refused with WEBHOOK_ALLOW_PRIVATE=0]
    ['169.254.169.254', true, true],
    ['169.254.0.1', true, true],
    ['100.100.100.200', true, true],
    ['fe80::1', true, true],
    ['FE80::abcd%eth0', true, true],
    ['febf:ffff::1', true, true],
    ['fd00:ec2::254', true, true],
    ['::ffff:169.254.169.254', true, true],
    ['::ffff:a9fe:a9fe', true, true],
    ['0:0:0:0:0:ffff:a9fe:a9fe', true, true],
    ['::a9fe:a9fe', true, true],
    ['64:ff9b::169.254.169.254', true, true],
    ['127.0.0.1', false, true],
    ['::1', false, true],
    ['::ffff:127.0.0.1', false, true],
    ['10.0.0.5', false, true],
    ['172.16.3.4', false, true],
    ['172.32.0.1', false, false],
    ['192.168.1.1', false, true],
    ['100.64.0.1', false, true],
    ['0.0.0.0', false, true],
    ['fd12:3456::1', false, true],
    ['fec0::1', false, true],
    ['8.8.8.8', false, false],
    ['2606:4700::1111', false, false],
    ['::ffff:8.8.8.8', false, false],
  ]
  for (const [address, always, privately] of cases) {
    test(`${address}: ${always ? 'always refused' : privately ? 'refused when private is off' : 'allowed'}`, () => {
      assert.equal(addressRefusal(address, true) !== undefined, always)
      assert.equal(addressRefusal(address, false) !== undefined, privately)
    })
  }

  test('refuses what is not an IP address', () => {
    assert.match(addressRefusal('example.com', true) ?? '', /not an IP address/)
    assert.match(addressRefusal('1.2.3.256', true) ?? '', /not an IP address/)
    assert.match(addressRefusal('1::2::3', true) ?? '', /not an IP address/)
  })

  test('the lookup refuses a name when any of its addresses is refused', async () => {
    const lookup = checkedLookup(true, async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ])
    const err = await new Promise<Error | null>((resolve) =>
      lookup('mixed.test', { all: true }, (e) => resolve(e)),
    )
    assert.match(err?.message ?? '', /mixed\.test resolves to 169\.254\.169\.254/)
  })

  test('the lookup hands on allowed addresses, all of them or the first of the family asked', async () => {
    const lookup = checkedLookup(false, async () => [
      { address: '2606:4700::1111', family: 6 },
      { address: '1.1.1.1', family: 4 },
    ])
    const all = await new Promise((resolve) =>
      lookup('ok.test', { all: true }, (e, addresses) => resolve(e ?? addresses)),
    )
    assert.deepEqual(all, [
      { address: '2606:4700::1111', family: 6 },
      { address: '1.1.1.1', family: 4 },
    ])
    const v4 = await new Promise((resolve) =>
      lookup('ok.test', { family: 4 }, (e, address, family) => resolve(e ?? [address, family])),
    )
    assert.deepEqual(v4, ['1.1.1.1', 4])
  })
})
