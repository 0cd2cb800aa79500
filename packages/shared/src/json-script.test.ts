import { describe, expect, it } from 'vitest'
import { jsonForScript } from './json-script'

describe('jsonForScript', () => {
  it('writes no `<`, so a text cannot end the script element, and reads back as the same value', () => {
    const value = { name: 'Tomato </script><script>alert(1)</script> <!-- "Desi" & $& sons', line: 'a\u2028b\u2029c' }
    const json = jsonForScript(value)
    expect(json).not.toContain('<')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
