"""HTTPS through a pinned address: SNI, Host and certificate checks use the name."""

from __future__ import annotations

import datetime
import ssl
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from services.errors import NetworkError
from services.net import Downloader, DownloadLimits, UrlPolicy


def _certificate(tmp: Path) -> tuple[Path, Path, Path]:
    """A CA and a server certificate for ``secure.test`` only (no IP address in it)."""
    now = datetime.datetime.now(datetime.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Footnote Test CA")])
    ca = (
        x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name)
        .public_key(ca_key.public_key()).serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(True, False, False, False, False, True, True, False, False),
                       critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "secure.test")]))
        .issuer_name(ca_name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("secure.test")]),
                       critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    ca_path, cert_path, key_path = tmp / "ca.pem", tmp / "cert.pem", tmp / "key.pem"
    ca_path.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    return ca_path, cert_path, key_path


class TLSSite:
    def __init__(self, tmp: Path) -> None:
        self.ca, cert, key = _certificate(tmp)
        self.sni: list[str | None] = []
        self.hosts: list[str] = []
        site = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                site.hosts.append(self.headers.get("Host", ""))
                body = (b"<html><head><title>Secure page</title></head><body><article>"
                        + b"<p>Served over TLS to a pinned address.</p>" * 5
                        + b"</article></body></html>")
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert, key)
        def remember_sni(_sock: Any, name: str | None, _ctx: Any) -> None:
            site.sni.append(name)

        context.sni_callback = remember_sni
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def client_context(self) -> ssl.SSLContext:
        return ssl.create_default_context(cafile=str(self.ca))

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture(scope="module")
def tls_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TLSSite]:
    site = TLSSite(tmp_path_factory.mktemp("tls"))
    yield site
    site.stop()


def loader(site: TLSSite, context: ssl.SSLContext | None) -> Downloader:
    policy = UrlPolicy(allow_private=True, resolver=lambda host: ["127.0.0.1"])
    return Downloader(policy, DownloadLimits(), ssl_context=context)


def test_https_dials_the_pinned_address_but_speaks_to_the_name(tls_site: TLSSite) -> None:
    result = loader(tls_site, tls_site.client_context()).download(
        f"https://secure.test:{tls_site.port}/page")
    assert b"Served over TLS" in result.body
    assert tls_site.sni[-1] == "secure.test"
    assert tls_site.hosts[-1] == f"secure.test:{tls_site.port}"


def test_certificate_is_checked_against_the_host_name(tls_site: TLSSite) -> None:
    # Same pinned address, another name: the certificate does not match it.
    with pytest.raises(NetworkError, match="TLS"):
        loader(tls_site, tls_site.client_context()).download(
            f"https://other.test:{tls_site.port}/page")


def test_untrusted_certificates_are_refused_by_default(tls_site: TLSSite) -> None:
    with pytest.raises(NetworkError, match="TLS"):
        loader(tls_site, None).download(f"https://secure.test:{tls_site.port}/page")
