/** The bank account service's SOAP names, shared by the WSDL and the service object. */
export const BANK_NAMESPACE = 'http://dataportal.example/bank-validation';
export const BANK_SERVICE = 'BankAccountService';
export const BANK_PORT = 'BankAccountPort';
export const BANK_OPERATION = 'ValidateBankAccount';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * WSDL 1.1 for SOAP 1.1, document/literal: one operation, ValidateBankAccount(sortCode,
 * accountNumber, dataset, accId) answering { valid, reason, sortCode, accountNumber, status }.
 * `valid` is whether the number is accepted (true too when it could not be checked), as clients
 * written before `status` read it; `status` tells valid, invalid and unchecked apart.
 */
export function bankWsdl(location: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions name="${BANK_SERVICE}"
  targetNamespace="${BANK_NAMESPACE}"
  xmlns="http://schemas.xmlsoap.org/wsdl/"
  xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="${BANK_NAMESPACE}"
  xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <documentation>Checks a UK sort code and account number with VocaLink's modulus checking rules. Authenticate with the HTTP header Authorization: Bearer &lt;jwt&gt;. Each call counts one click on the account's payment validation (bankcode) subscription.</documentation>
  <types>
    <xsd:schema targetNamespace="${BANK_NAMESPACE}" elementFormDefault="qualified">
      <xsd:element name="${BANK_OPERATION}Request">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="sortCode" type="xsd:string"/>
            <xsd:element name="accountNumber" type="xsd:string"/>
            <xsd:element name="dataset" type="xsd:string" minOccurs="0"/>
            <xsd:element name="accId" type="xsd:string" minOccurs="0"/>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="${BANK_OPERATION}Response">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="valid" type="xsd:boolean"/>
            <xsd:element name="reason" type="xsd:string"/>
            <xsd:element name="sortCode" type="xsd:string"/>
            <xsd:element name="accountNumber" type="xsd:string"/>
            <xsd:element name="status" minOccurs="0">
              <xsd:simpleType>
                <xsd:restriction base="xsd:string">
                  <xsd:enumeration value="valid"/>
                  <xsd:enumeration value="invalid"/>
                  <xsd:enumeration value="unchecked"/>
                </xsd:restriction>
              </xsd:simpleType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:schema>
  </types>
  <message name="${BANK_OPERATION}Input">
    <part name="parameters" element="tns:${BANK_OPERATION}Request"/>
  </message>
  <message name="${BANK_OPERATION}Output">
    <part name="parameters" element="tns:${BANK_OPERATION}Response"/>
  </message>
  <portType name="BankAccountPortType">
    <operation name="${BANK_OPERATION}">
      <input message="tns:${BANK_OPERATION}Input"/>
      <output message="tns:${BANK_OPERATION}Output"/>
    </operation>
  </portType>
  <binding name="BankAccountBinding" type="tns:BankAccountPortType">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="${BANK_OPERATION}">
      <soap:operation soapAction="${BANK_NAMESPACE}/${BANK_OPERATION}"/>
      <input><soap:body use="literal"/></input>
      <output><soap:body use="literal"/></output>
    </operation>
  </binding>
  <service name="${BANK_SERVICE}">
    <port name="${BANK_PORT}" binding="tns:BankAccountBinding">
      <soap:address location="${escapeXml(location)}"/>
    </port>
  </service>
</definitions>
`;
}
