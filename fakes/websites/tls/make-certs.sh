#!/usr/bin/env bash
# Makes the fake web's TLS certificates (run once; the results are committed, the CA keys are not kept):
# a long-lived fake CA that the crawler trusts only through CRAWLER_EXTRA_CA_CERTS=fakes/websites/tls/ca.pem,
# an untrusted CA, and one leaf per certificate case of the audit archetypes (archetypes/audit-archetypes.ts).
# Their dates are judged against the audit archetypes' clock, AUDIT_CLOCK (2027-03-15T12:00:00Z): "expired"
# ended 12 days before it, "expiring" ends 19 days after it; the others last until 2050.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ca_config() { # <dir>
  mkdir -p "$1/new"
  : >"$1/index.txt"
  cat >"$1/ca.cnf" <<CNF
[ca]
default_ca = fake
[fake]
dir = $1
database = \$dir/index.txt
new_certs_dir = \$dir/new
serial = \$dir/serial
default_md = sha256
policy = any
copy_extensions = copy
unique_subject = no
[any]
commonName = supplied
organizationName = optional
[leaf]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
[root]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
CNF
  openssl rand -hex 16 >"$1/serial"
}

key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1" 2>/dev/null; }

# root <name> <common name>: a self-signed CA certificate, 2025–2055.
root() {
  ca_config "$work/$1"
  key "$work/$1/key.pem"
  openssl req -new -key "$work/$1/key.pem" -subj "/O=LeadScout fakes/CN=$2" -out "$work/$1/req.pem"
  openssl ca -batch -config "$work/$1/ca.cnf" -selfsign -keyfile "$work/$1/key.pem" -extensions root \
    -startdate 20250101000000Z -enddate 20550101000000Z -in "$work/$1/req.pem" -out "$work/$1/cert.pem" 2>/dev/null
}

# leaf <file> <ca> <start> <end> <dns names…>: a server certificate signed by <ca>.
leaf() {
  local file=$1 ca=$2 start=$3 end=$4
  shift 4
  local sans
  sans=$(printf 'DNS:%s,' "$@")
  key "$file-key.pem"
  openssl req -new -key "$file-key.pem" -subj "/CN=$1" -addext "subjectAltName=${sans%,}" -out "$work/req.pem"
  openssl ca -batch -config "$work/$ca/ca.cnf" -cert "$work/$ca/cert.pem" -keyfile "$work/$ca/key.pem" \
    -extensions leaf -startdate "$start" -enddate "$end" -in "$work/req.pem" -out "$work/leaf.pem" 2>/dev/null
  openssl x509 -in "$work/leaf.pem" -out "$file.pem"
}

root fake-ca 'LeadScout Fake Web CA'
root untrusted-ca 'Untrusted Test CA'
openssl x509 -in "$work/fake-ca/cert.pem" -out ca.pem

leaf valid fake-ca 20250101000000Z 20500101000000Z '*.audit.test' audit.test
leaf expired fake-ca 20250101000000Z 20270303120000Z '*.audit.test' audit.test
leaf expiring fake-ca 20250101000000Z 20270403120000Z '*.audit.test' audit.test
leaf wrong-name fake-ca 20250101000000Z 20500101000000Z '*.other-business.test' other-business.test
leaf untrusted untrusted-ca 20250101000000Z 20500101000000Z '*.audit.test' audit.test

# A self-signed leaf: its own issuer, not a CA.
ca_config "$work/self"
key self-signed-key.pem
openssl req -new -key self-signed-key.pem -subj '/CN=*.audit.test' -addext 'subjectAltName=DNS:*.audit.test,DNS:audit.test' \
  -out "$work/self/req.pem"
openssl ca -batch -config "$work/self/ca.cnf" -selfsign -keyfile self-signed-key.pem -extensions leaf \
  -startdate 20250101000000Z -enddate 20500101000000Z -in "$work/self/req.pem" -out "$work/self/cert.pem" 2>/dev/null
openssl x509 -in "$work/self/cert.pem" -out self-signed.pem
